// The lead import (issue 17; spec 02 §7.7 "Imports"): its routes; the pages load lazily.
export { leadImportRoutes } from './routes';
export { IMPORTS_PATH } from './paths';

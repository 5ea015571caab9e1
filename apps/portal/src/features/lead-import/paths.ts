/** The imports' page (the list and a new import) and one import's page. */
export const IMPORTS_PATH = '/lead/import';
export const importPath = (id: number) => `${IMPORTS_PATH}/${id}`;

export { publicSoaSigningRoutes, soaPdfRoutes } from './signing-routes';
export { renderSoaPdf, soaContentHash, verifySoaContentHash, type SoaPdfContent } from './pdf';

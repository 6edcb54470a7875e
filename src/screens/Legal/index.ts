export { LegalPage, type LegalDocument, type LegalPageProps } from './LegalPage';

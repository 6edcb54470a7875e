export { PAGE_TITLE_ID, PageTitle } from './PageTitle';

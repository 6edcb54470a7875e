export { PAGE_TITLE_ID, PageHeader, PageTitle, type PageHeaderProps } from './PageTitle';

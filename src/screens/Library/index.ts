export { ArticleDialog, emptyArticleDraft, type ArticleDialogProps, type ArticleDraft } from './ArticleDialog';
export { LibraryScreen, type LibraryScreenProps } from './LibraryScreen';
export { LibrariesScreen, libraryArticleCount, type LibrariesScreenProps, type LibraryEntry } from './LibrariesScreen';

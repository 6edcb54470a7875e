export { ArticleDialog, emptyArticleDraft, type ArticleDialogProps, type ArticleDraft } from './ArticleDialog';
export { LibraryScreen, type LibraryScreenProps, type NodeTarget } from './LibraryScreen';
export { NodeDialog, type NodeDialogProps, type NodeDialogValues, type NodeKind } from './NodeDialog';
export { LibrariesScreen, libraryArticleCount, type LibrariesScreenProps, type LibraryEntry } from './LibrariesScreen';

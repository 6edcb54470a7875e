export * from './ReperageDialog';

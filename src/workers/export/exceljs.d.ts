// exceljs's browser build (one prebuilt file, its Node dependencies bundled in, no polyfills) has the package's types.
declare module 'exceljs/dist/exceljs.bare.min.js' {
  import type * as ExcelJsModule from 'exceljs';
  const ExcelJS: typeof ExcelJsModule;
  export default ExcelJS;
}

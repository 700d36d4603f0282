// Style sheets are bundled by webpack (style-loader) and stubbed in Jest.
declare module '*.css';

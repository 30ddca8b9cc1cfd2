/** Stylesheets imported for their side effect (Vite bundles them with the importing chunk). */
declare module '*.css';

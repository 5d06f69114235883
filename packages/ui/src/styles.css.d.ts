// Lets TypeScript resolve the side-effect import `import '@platform/ui/styles.css'` (the CSS has no exports).
export {};

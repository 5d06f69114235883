// Stylesheets are side-effect imports handled by Vite.
declare module '*.css';

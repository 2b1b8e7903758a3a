// The web apps import their stylesheets for the bundler (Vite) to collect; to the compiler such an import is a module
// with nothing in it.
declare module '*.css';

// Imported first by `npm start` (start.ts), before any module that loads React: the league pages the gateway renders
// use React's production build, as the cloud's site function does (its bundle defines NODE_ENV, bundling.ts). The
// development build checks every element and property and records a stack per element: under `npm run bench --
// --mixed --profile` React and react-dom took 11 % of the stack process's time, a fifth of its busy time (React's
// jsx, react-dom's property checks, console.createTask), and under 1 % with the production build. A NODE_ENV
// already set (a developer's own, `test` under vitest) is kept.
process.env.NODE_ENV ??= 'production';

import './styles.css';
import { earlyAuth } from './app/signOnEarly';

// Sign-on first, with nothing but its own small module: the app's chunk (React, the router, Apollo, the
// catalogue) is preloaded by the entry page and starts once it has come (docs/decisions.md "Sign-on starts
// before the app").
const auth = earlyAuth();
const container = document.getElementById('root');
if (container) void import('./app/start').then(({ startApp }) => startApp({ container, auth }));

// Stand-alone development page only (npm run dev -w mfe-admin); the shell loads ./pages instead.
import('./bootstrap');

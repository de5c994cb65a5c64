// Stand-alone development page only (npm run dev -w mfe-portal); the shell loads ./pages instead.
import('./bootstrap');

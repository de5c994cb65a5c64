// Stand-alone development page only (npm run dev -w mfe-public); the shell loads ./pages instead.
import('./bootstrap');

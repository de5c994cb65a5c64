import '@agency/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './app/standalone-app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(<StandaloneApp />);

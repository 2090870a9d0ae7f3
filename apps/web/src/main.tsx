import { startApp } from './app/start-app.tsx';
import './index.css';

startApp(document.getElementById('root')!);

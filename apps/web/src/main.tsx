import { startApp } from './app/start-app.tsx';
import './index.css';

void startApp(document.getElementById('root')!);

export { ContentScreen } from './components/content-screen';

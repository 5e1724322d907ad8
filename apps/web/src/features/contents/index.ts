export { useContents } from './api/get-contents';
export { ContentScreen } from './components/content-screen';

// The toast library and its styles, in a chunk of their own: a pupil's first screen never waits for it
// (issue 10). Only toast-loader.ts imports this module, and only dynamically.
import 'react-toastify/dist/ReactToastify.css';

export { toast, ToastContainer } from 'react-toastify';

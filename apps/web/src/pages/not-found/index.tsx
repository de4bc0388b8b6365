import { NotFound } from '../../components/not-found/NotFound.tsx';

/** Any address that is no screen (the server answers it with a 404). */
export default NotFound;

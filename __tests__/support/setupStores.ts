import { closeOpenStores } from './openStores';

afterEach(() => {
  closeOpenStores();
});

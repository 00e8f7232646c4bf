import { GridFsMediaStorage } from './gridfs-media-storage';
import { mediaStorageContract } from './media-storage.contract';

const uri = process.env.MONGODB_URI;

mediaStorageContract(
  'GridFS',
  async () => new GridFsMediaStorage(uri as string, 'dental_events_contract_tests').connect(),
  uri ? undefined : 'set MONGODB_URI',
);

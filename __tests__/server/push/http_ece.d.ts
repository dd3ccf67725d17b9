/** web-push's own payload encryption library (RFC 8188), used by the fake push service to decrypt what it gets. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: Buffer | string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}

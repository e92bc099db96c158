// s3rver, the S3 protocol server the tests and `npm run cluster` start, answers a PUT before the object's file is
// written: its filesystem store resolves once the body has been read (for a buffer, at once), not when the file's
// write stream has finished. A GET right after the PUT can then read part of the object; on a busy machine a demo
// picture read back to make its sizes was "damaged". Real S3 reads back what it acknowledged, so the test server
// is made to as well: the object is written to a scratch file, flushed, then renamed into place.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { Readable, Transform } = require('node:stream');
const { pipeline } = require('node:stream/promises');

/**
 * Patches s3rver's filesystem store (once per process). `from` is a folder whose node_modules hold s3rver.
 * @param {string} from
 */
function makeS3rverConsistent(from) {
  const FilesystemStore = require(require.resolve('s3rver/lib/stores/filesystem', { paths: [from] }));
  if (FilesystemStore.prototype.putObject.consistent) return;
  /** @this {any} @param {{ bucket: string; key: string; content: Buffer | NodeJS.ReadableStream; metadata: unknown }} object */
  async function putObject(object) {
    const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
    await fs.promises.mkdir(path.dirname(objectPath), { recursive: true });
    const scratch = `${objectPath}.${crypto.randomBytes(6).toString('hex')}.partial`;
    const md5 = crypto.createHash('md5');
    let size = 0;
    const counted = new Transform({
      transform(chunk, _encoding, callback) {
        md5.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const source = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    try {
      await pipeline(source, counted, fs.createWriteStream(scratch));
      await fs.promises.rename(scratch, objectPath);
    } catch (error) {
      await fs.promises.rm(scratch, { force: true });
      throw error;
    }
    const digest = md5.digest('hex');
    await this.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  }
  putObject.consistent = true;
  FilesystemStore.prototype.putObject = putObject;
}

module.exports = { makeS3rverConsistent };

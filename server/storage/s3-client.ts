/** Where an S3-compatible bucket is and how to name objects in it. */
export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  /** Object names start with this, so one bucket can hold several installations. */
  prefix: string;
  forcePathStyle: boolean;
}

// The SDK is large and only the scale-out profile needs it, so it loads when an S3 client is made.
export async function s3Client(settings: S3Settings) {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible stores refuse the chunked, trailer-checksum
    // uploads the SDK sends otherwise. Integrity is ours anyway: every file's hashes are checked.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { sdk, client };
}

export function isMissing(error: unknown) {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

import { uploadWithProgress, UploadError } from './upload-file.js';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  body: unknown;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploadWithProgress', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file to /api/files/upload?folder= with the token and reports progress', async () => {
    const progress: number[] = [];
    const file = new File(['abc'], 'poza.png', { type: 'image/png' });
    const done = uploadWithProgress({
      file,
      category: 'LESSON_IMAGES',
      token: 't1',
      onProgress: (f) => progress.push(f),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/files/upload?folder=LESSON_IMAGES');
    expect(xhr.headers.Authorization).toBe('Bearer t1');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.respond(200, { url: '/uploads/a.png', id: 'a', mime: 'image/png', size: 3 });
    await expect(done).resolves.toEqual({ url: '/uploads/a.png' });
    expect(progress).toEqual([0.5, 1]);
  });

  it("rejects with the server's message and status", async () => {
    const done = uploadWithProgress({
      file: new File(['x'], 'a.exe'),
      category: 'SLIDE_IMAGES',
      token: null,
    });
    expect(FakeXhr.last.headers.Authorization).toBeUndefined();
    FakeXhr.last.respond(400, { message: 'Tip de fișier nepermis', errors: {} });
    await expect(done).rejects.toEqual(new UploadError('Tip de fișier nepermis', 400));
  });
});

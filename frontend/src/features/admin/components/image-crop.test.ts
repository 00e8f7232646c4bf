import {
  croppedFileName,
  croppedFileType,
  cropRect,
  fileProblem,
  INITIAL_VIEW,
  MAX_ZOOM,
  outputSize,
  panView,
  settleView,
  SHAPE_ASPECT,
} from './image-crop';

describe('cropRect', () => {
  it('keeps the largest centred 16:9 part of a tall photo at zoom 1', () => {
    expect(cropRect(3000, 4000, SHAPE_ASPECT.wide, INITIAL_VIEW)).toEqual({
      x: 0,
      y: (4000 - 3000 * (9 / 16)) / 2,
      width: 3000,
      height: 3000 * (9 / 16),
    });
  });

  it('keeps the largest centred square of a wide photo', () => {
    expect(cropRect(6000, 4000, SHAPE_ASPECT.square, INITIAL_VIEW)).toEqual({
      x: 1000,
      y: 0,
      width: 4000,
      height: 4000,
    });
  });

  it('keeps the whole picture for a logo, whatever the view', () => {
    expect(cropRect(800, 200, SHAPE_ASPECT.free, { zoom: 3, center: { x: 0.9, y: 0.1 } })).toEqual({
      x: 0,
      y: 0,
      width: 800,
      height: 200,
    });
  });

  it('shrinks the crop by the zoom around the chosen centre', () => {
    expect(cropRect(6000, 4000, SHAPE_ASPECT.square, { zoom: 2, center: { x: 0.25, y: 0.5 } })).toEqual({
      x: 500,
      y: 1000,
      width: 2000,
      height: 2000,
    });
  });

  it('never goes past the edges: a centre too close to one is moved inwards', () => {
    expect(cropRect(6000, 4000, SHAPE_ASPECT.square, { zoom: 2, center: { x: 0, y: 1 } })).toEqual({
      x: 0,
      y: 2000,
      width: 2000,
      height: 2000,
    });
  });

  it('holds the zoom within its range', () => {
    expect(cropRect(1000, 1000, SHAPE_ASPECT.square, { zoom: 100, center: { x: 0.5, y: 0.5 } }).width).toBe(
      1000 / MAX_ZOOM,
    );
    expect(cropRect(1000, 1000, SHAPE_ASPECT.square, { zoom: 0.1, center: { x: 0.5, y: 0.5 } }).width).toBe(1000);
    expect(cropRect(1000, 1000, SHAPE_ASPECT.square, { zoom: Number.NaN, center: { x: 0.5, y: 0.5 } }).width).toBe(
      1000,
    );
  });
});

describe('panView', () => {
  it('moves the picture with the pointer: dragging right shows more of the left', () => {
    // A 2000 px wide square crop shown 200 px wide: one screen pixel is 10 source pixels.
    const view = { zoom: 2, center: { x: 0.5, y: 0.5 } };
    const moved = panView(6000, 4000, SHAPE_ASPECT.square, view, 50, -20, 200);
    expect(cropRect(6000, 4000, SHAPE_ASPECT.square, moved)).toEqual({
      x: 2000 - 500,
      y: 1000 + 200,
      width: 2000,
      height: 2000,
    });
  });

  it('stops at the edge instead of drifting beyond it', () => {
    const moved = panView(6000, 4000, SHAPE_ASPECT.square, INITIAL_VIEW, 100_000, 0, 200);
    expect(moved.center).toEqual({ x: 2000 / 6000, y: 0.5 });
    // Dragging back starts at once: the centre was settled at the edge, not left far outside it.
    const back = panView(6000, 4000, SHAPE_ASPECT.square, moved, -10, 0, 200);
    expect(cropRect(6000, 4000, SHAPE_ASPECT.square, back).x).toBe(200);
  });

  it('changes nothing before the preview has a width', () => {
    const view = { zoom: 2, center: { x: 0.3, y: 0.3 } };
    expect(panView(6000, 4000, SHAPE_ASPECT.square, view, 10, 10, 0)).toBe(view);
  });
});

describe('settleView', () => {
  it('moves an impossible centre to the one the crop shows', () => {
    expect(settleView(1600, 900, SHAPE_ASPECT.wide, { zoom: 1, center: { x: 0.1, y: 0.9 } })).toEqual({
      zoom: 1,
      center: { x: 0.5, y: 0.5 },
    });
  });
});

describe('outputSize', () => {
  it('scales a large crop down to 2560 px on its longest side', () => {
    expect(outputSize({ x: 0, y: 0, width: 6000, height: 3375 })).toEqual({ width: 2560, height: 1440 });
  });

  it('never enlarges a small crop', () => {
    expect(outputSize({ x: 0, y: 0, width: 400.4, height: 225.2 })).toEqual({ width: 400, height: 225 });
  });
});

describe('fileProblem', () => {
  it('accepts the four types the server takes', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
      expect(fileProblem({ type, size: 1000 })).toBeNull();
  });

  it('refuses SVG and other files with a reason', () => {
    expect(fileProblem({ type: 'image/svg+xml', size: 1000 })).toMatch(/SVG and other files are not accepted/);
    expect(fileProblem({ type: 'text/plain', size: 10 })).toMatch(/JPEG, PNG, WebP or AVIF/);
  });

  it('refuses a file over 10 MB before it is sent', () => {
    expect(fileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toMatch(/larger than 10 MB/);
  });
});

describe('the cropped file', () => {
  it('keeps PNG (a transparent background) and writes everything else as JPEG', () => {
    expect(croppedFileType('image/png')).toBe('image/png');
    expect(croppedFileType('image/webp')).toBe('image/jpeg');
    expect(croppedFileType('image/jpeg')).toBe('image/jpeg');
  });

  it('is named after the chosen file with the extension of its new type', () => {
    expect(croppedFileName('Dr Ana Ruiz.HEIC.webp', 'image/jpeg')).toBe('Dr Ana Ruiz.HEIC.jpg');
    expect(croppedFileName('logo.png', 'image/png')).toBe('logo.png');
    expect(croppedFileName('.webp', 'image/jpeg')).toBe('image.jpg');
    expect(croppedFileName('noextension', 'image/jpeg')).toBe('noextension.jpg');
  });
});

import { describe, expect, it } from 'vitest';
import { isResizableSource, targetBox } from './image-resize.ts';

describe('targetBox', () => {
  const source = { width: 1200, height: 800 };
  it('keeps a box the source covers', () => {
    expect(targetBox(source, { width: 640, height: 427 })).toEqual({ width: 640, height: 427 });
    expect(targetBox(source, { width: 640 })).toEqual({ width: 640 });
    expect(targetBox(source, { height: 300 })).toEqual({ height: 300 });
    expect(targetBox(source, {})).toEqual({});
  });

  it('never enlarges, and shrinks a two-sided box as a whole (same ratio)', () => {
    expect(targetBox(source, { width: 1600, height: 1066 })).toEqual({ width: 1200, height: 800 });
    expect(targetBox(source, { width: 1600, height: 900 })).toEqual({ width: 1200, height: 675 });
    expect(targetBox(source, { width: 1000, height: 1000 })).toEqual({ width: 800, height: 800 });
    expect(targetBox(source, { width: 2560 })).toEqual({ width: 1200 });
    expect(targetBox(source, { height: 2000 })).toEqual({ height: 800 });
  });
});

describe('isResizableSource', () => {
  it('takes raster images only; svg is served as is', () => {
    for (const file of ['a.jpg', 'a.JPEG', 'a.png', 'a.webp', 'a.avif', 'a.gif']) expect(isResizableSource(file), file).toBe(true);
    for (const file of ['a.svg', 'a.json', 'a', 'a.jpg.txt']) expect(isResizableSource(file), file).toBe(false);
  });
});

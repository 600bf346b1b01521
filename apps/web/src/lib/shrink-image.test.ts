import { describe, expect, it } from 'vitest';
import { fitWithin } from './shrink-image';

describe('fitWithin', () => {
  it('scales the longer side down to the limit and keeps the aspect ratio', () => {
    expect(fitWithin(1280, 720, 480)).toEqual({ width: 480, height: 270 });
    expect(fitWithin(1080, 1920, 480)).toEqual({ width: 270, height: 480 });
  });
  it('never enlarges a small image', () => {
    expect(fitWithin(320, 240, 480)).toEqual({ width: 320, height: 240 });
  });
});

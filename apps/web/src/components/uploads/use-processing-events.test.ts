import { describe, expect, it } from 'vitest';

import { parseProcessingMessage } from './use-processing-events';

const event = {
  type: 'track.processing',
  trackId: '3f0b5f4e-8a7b-4a57-9c0a-1f2d3c4b5a69',
  title: 'Morning Light',
  status: 'processing',
  stage: 'generating_preview',
  progress: 70,
  error: null,
};

describe('parseProcessingMessage', () => {
  it('reads a processing step', () => {
    expect(parseProcessingMessage(JSON.stringify(event))).toEqual(event);
  });

  it('ignores anything else', () => {
    expect(parseProcessingMessage('not json')).toBeNull();
    expect(parseProcessingMessage(JSON.stringify({ ...event, progress: 170 }))).toBeNull();
    expect(parseProcessingMessage(JSON.stringify({ ...event, type: 'other' }))).toBeNull();
    expect(parseProcessingMessage(undefined)).toBeNull();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RibbonConfig } from '#src/domain/content/types';
import { loadRibbonConfig, resetRibbonLoadLog } from '#src/components/ribbon/loadRibbonConfig';

const ribbon: RibbonConfig = { site_ribbon: [] };

describe('loadRibbonConfig', () => {
  beforeEach(() => resetRibbonLoadLog());

  it('returns the loaded config', async () => {
    const logger = { error: vi.fn() };
    await expect(loadRibbonConfig(async () => ribbon, logger)).resolves.toBe(ribbon);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('returns null for a rejected or throwing load', async () => {
    const logger = { error: vi.fn() };
    await expect(loadRibbonConfig(() => Promise.reject(new Error('store down')), logger)).resolves.toBeNull();
    resetRibbonLoadLog();
    await expect(
      loadRibbonConfig(() => {
        throw new Error('no adapter');
      }, logger),
    ).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('logs once per outage, and again after a success', async () => {
    const logger = { error: vi.fn() };
    const failing = () => Promise.reject(new Error('store down'));
    await loadRibbonConfig(failing, logger);
    await loadRibbonConfig(failing, logger);
    await loadRibbonConfig(failing, logger);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[1]).toEqual(new Error('store down'));
    await loadRibbonConfig(async () => ribbon, logger);
    await loadRibbonConfig(failing, logger);
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('logs to the console by default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadRibbonConfig(() => Promise.reject(new Error('x')));
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

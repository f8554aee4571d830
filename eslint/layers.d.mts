import type { Linter } from 'eslint';

export type LayerName =
  | 'tokens'
  | 'domain'
  | 'lib'
  | 'styles'
  | 'providers'
  | 'adapters'
  | 'server'
  | 'primitives'
  | 'widgets'
  | 'tools'
  | 'components';
export declare const layerGraph: Readonly<Record<LayerName, readonly LayerName[]>>;
export declare const reactFreeLayers: readonly LayerName[];
export declare const pureLayers: readonly LayerName[];
export declare function layerFolder(layer: LayerName): string;
export declare function layerRuleBlocks(): Array<Linter.Config & { name: string }>;

// The mingo operator set devdb runs with: all of mingo's operators, except that $sort follows
// MongoDB's array and type ordering (see sort.ts), and scripts ($where, $function) are off.
import type { Document } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { Context, ProcessingMode } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import * as accumulator from 'mingo/operators/accumulator';
import * as expression from 'mingo/operators/expression';
import * as pipeline from 'mingo/operators/pipeline';
import * as projection from 'mingo/operators/projection';
import * as query from 'mingo/operators/query';
import * as window from 'mingo/operators/window';
import { Query } from 'mingo/query';
import { sortDocs, type SortSpec } from './sort';

const $sort = (coll: Iterator, spec: SortSpec) => coll.transform((docs) => Lazy(sortDocs(docs as Document[], spec)));

const context = Context.init({
  accumulator,
  expression,
  pipeline: { ...pipeline, $sort },
  projection,
  query,
  window,
} as unknown as Parameters<typeof Context.init>[0]);

const baseOptions = { context, scriptEnabled: false, useStrictMode: true };

export const newQuery = (filter: Document) => new Query(filter, baseOptions);

export const newAggregator = (stages: Document[], resolve: (name: string) => Document[]) =>
  new Aggregator(stages, { ...baseOptions, processingMode: ProcessingMode.CLONE_INPUT, collectionResolver: resolve });

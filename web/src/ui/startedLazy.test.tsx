import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { startedLazy } from './startedLazy';

const Figure = ({ name }: { name: string }) => <p>figure {name}</p>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const inBoundary = (node: ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('startedLazy', () => {
  it('renders at once, without its fallback, once the started chunk has come', async () => {
    const chunk = deferred<typeof Figure>();
    const Started = startedLazy(() => chunk.promise);
    chunk.resolve(Figure);
    await Started.preload();
    render(inBoundary(<Started name="A" />));
    // Synchronously, in the same commit: no fallback for React to throttle the reveal of.
    expect(screen.getByText('figure A')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('where React.lazy would show its fallback first', async () => {
    const chunk = deferred<typeof Figure>();
    const Lazy = lazy(() => chunk.promise.then((component) => ({ default: component })));
    chunk.resolve(Figure);
    await chunk.promise;
    render(inBoundary(<Lazy name="B" />));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('figure B')).toBeInTheDocument();
  });

  it('loads on its first render when nothing asked for it before', async () => {
    const Started = startedLazy(() => Promise.resolve(Figure));
    render(inBoundary(<Started name="D" />));
    expect(await screen.findByText('figure D')).toBeInTheDocument();
  });

  it('loads again after a failed load', async () => {
    let calls = 0;
    const Started = startedLazy(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Figure),
    );
    await expect(Started.preload()).rejects.toThrow('offline');
    await Started.preload();
    render(inBoundary(<Started name="E" />));
    expect(screen.getByText('figure E')).toBeInTheDocument();
  });

  it('suspends as lazy does while the chunk is still coming', async () => {
    const chunk = deferred<typeof Figure>();
    const Started = startedLazy(() => chunk.promise);
    void Started.preload();
    render(inBoundary(<Started name="C" />));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => chunk.resolve(Figure));
    expect(await screen.findByText('figure C')).toBeInTheDocument();
  });
});

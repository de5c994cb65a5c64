// Just enough of the Web Storage API for the session store under jest's node environment.
export function installMemoryStorage(name: 'localStorage' | 'sessionStorage' = 'localStorage'): Map<string, string> {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
  Object.defineProperty(globalThis, name, { value: storage, configurable: true, writable: true });
  return data;
}

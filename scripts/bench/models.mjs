// A service's mongoose model as its app registered it on its connection: each repository keeps its model to
// itself (only *-repository.ts imports mongoose values), and a bench fills the collection behind it.
export function registeredModel(db, name) {
  const model = db.models[name];
  if (!model) throw new Error(`no ${name} model on ${db.name}: ${Object.keys(db.models).join(', ') || 'none'}`);
  return model;
}

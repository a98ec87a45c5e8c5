//! The house's rules, held by a test rather than a promise
//! (docs/dev/architecture.md, "Rules that hold themselves"):
//!
//! - no module imports one that imports it back, directly or through
//!   others: each crate's modules make a ladder, not a knot;
//! - every public type's name means one thing across the crates: no two
//!   structs, enums, traits or type aliases seen outside their module
//!   (`pub`, `pub(crate)`, `pub(super)`) share a name, but for a crate's
//!   own `Error`. A type private to its module is that module's word.
//!
//! The third rule, no function over 80 lines, is clippy's
//! (`too_many_lines` in the workspace's lints, `clippy.toml`).
//!
//! Each crate's sources are read with `syn` as the compiler sees their
//! items, tests left out (`#[cfg(test)]` modules), and macro bodies read
//! for the paths and the types they write.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

/// One module of a crate: its file and what it declares and imports.
#[derive(Default)]
struct Module {
    file: PathBuf,
    /// The modules declared in it (`mod x;` or `mod x { … }`), by name.
    children: BTreeMap<String, usize>,
    parent: Option<usize>,
    /// The items it defines, by name.
    defines: BTreeSet<String>,
    /// The names it brings in with `use`, each with the path it names.
    uses: BTreeMap<String, Vec<String>>,
    /// The paths its code names that start at a module of the crate
    /// (`crate::`, `super::`, `self::`) or at a name it declares or uses.
    paths: Vec<Vec<String>>,
    /// The files beside its children that no plain `mod` names: a module a
    /// macro declares, which rustfmt never sees, or a file left behind.
    undeclared: Vec<PathBuf>,
}

struct Crate {
    name: String,
    modules: Vec<Module>,
}

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read_crates() -> Vec<Crate> {
    let mut crates = Vec::new();
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(crates_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    dirs.sort();
    for dir in dirs {
        for root in ["src/lib.rs", "src/main.rs"] {
            let root = dir.join(root);
            if root.is_file() {
                let mut modules = Vec::new();
                read_module(&root, None, &mut modules);
                crates.push(Crate {
                    name: dir.file_name().unwrap().to_string_lossy().into_owned(),
                    modules,
                });
            }
        }
    }
    assert!(crates.len() >= 4, "found only {} crates", crates.len());
    crates
}

/// Whether an item is a test's: `#[test]`, or under `#[cfg(test)]`.
fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("test")
            || matches!(&a.meta, syn::Meta::List(list)
                if list.path.is_ident("cfg") && list.tokens.to_string().contains("test"))
    })
}

/// Reads the module in `file` and, recursively, those it declares.
fn read_module(file: &Path, parent: Option<usize>, modules: &mut Vec<Module>) -> usize {
    let text = std::fs::read_to_string(file).unwrap();
    let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let index = modules.len();
    modules.push(Module {
        file: file.to_path_buf(),
        parent,
        ..Module::default()
    });
    let tests = read_items(&ast.items, file, index, modules);
    // A file beside the module's children that no `mod` names is read as
    // a module all the same (a macro may declare it), and noted: the house
    // wants every module declared by a plain `mod`, which rustfmt follows.
    let dir = children_dir(file);
    let mut found: Vec<PathBuf> = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs") && !p.ends_with("mod.rs"))
        .collect();
    found.sort();
    for path in found {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if matches!(name.as_str(), "lib" | "main") || tests.contains(&name) {
            continue;
        }
        if !modules[index].children.contains_key(&name) {
            modules[index].undeclared.push(path.clone());
            let child = read_module(&path, Some(index), modules);
            modules[index].children.insert(name.clone(), child);
            modules[index].defines.insert(name);
        }
    }
    index
}

/// The folder where the modules that `file` declares live.
fn children_dir(file: &Path) -> PathBuf {
    let stem = file.file_stem().unwrap().to_string_lossy();
    let dir = file.parent().unwrap();
    if matches!(&*stem, "lib" | "main" | "mod") {
        dir.to_path_buf()
    } else {
        dir.join(&*stem)
    }
}

/// Reads a module's items into `modules[index]`; returns the names of the
/// modules it declares for tests only.
fn read_items(
    items: &[syn::Item],
    file: &Path,
    index: usize,
    modules: &mut Vec<Module>,
) -> Vec<String> {
    let mut tests = Vec::new();
    for item in items {
        match item {
            syn::Item::Mod(m) if is_test(&m.attrs) => tests.push(m.ident.to_string()),
            syn::Item::Mod(m) => {
                let name = m.ident.to_string();
                let child = match &m.content {
                    Some((_, inner)) => {
                        // An inline module: its own scope, in this file.
                        let child = modules.len();
                        modules.push(Module {
                            file: file.to_path_buf(),
                            parent: Some(index),
                            ..Module::default()
                        });
                        tests.extend(read_items(inner, file, child, modules));
                        child
                    }
                    None => {
                        let dir = children_dir(file);
                        let flat = dir.join(format!("{name}.rs"));
                        let nested = dir.join(&name).join("mod.rs");
                        let path = if flat.is_file() { flat } else { nested };
                        read_module(&path, Some(index), modules)
                    }
                };
                modules[index].children.insert(name.clone(), child);
                modules[index].defines.insert(name);
            }
            syn::Item::Use(u) => {
                let mut leaves = Vec::new();
                use_leaves(&u.tree, &mut Vec::new(), &mut leaves);
                for (name, path) in leaves {
                    modules[index].paths.push(path.clone());
                    if name != "_" && name != "*" {
                        modules[index].uses.insert(name, path);
                    }
                }
            }
            other => {
                if let Some(name) = item_name(other) {
                    modules[index].defines.insert(name);
                }
                let mut paths = Paths::default();
                paths.visit_item(other);
                modules[index].paths.extend(paths.0);
            }
        }
    }
    tests
}

fn is_public(vis: &syn::Visibility) -> bool {
    !matches!(vis, syn::Visibility::Inherited)
}

fn item_name(item: &syn::Item) -> Option<String> {
    Some(match item {
        syn::Item::Const(i) => i.ident.to_string(),
        syn::Item::Enum(i) => i.ident.to_string(),
        syn::Item::Fn(i) => i.sig.ident.to_string(),
        syn::Item::Macro(i) => i.ident.as_ref()?.to_string(),
        syn::Item::Static(i) => i.ident.to_string(),
        syn::Item::Struct(i) => i.ident.to_string(),
        syn::Item::Trait(i) => i.ident.to_string(),
        syn::Item::Type(i) => i.ident.to_string(),
        syn::Item::Union(i) => i.ident.to_string(),
        _ => return None,
    })
}

/// The names a `use` brings in, each with its whole path.
fn use_leaves(tree: &syn::UseTree, prefix: &mut Vec<String>, out: &mut Vec<(String, Vec<String>)>) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_leaves(&p.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) => {
            let name = n.ident.to_string();
            if name == "self" {
                out.push((prefix.last().cloned().unwrap_or_default(), prefix.clone()));
            } else {
                let mut path = prefix.clone();
                path.push(name.clone());
                out.push((name, path));
            }
        }
        syn::UseTree::Rename(r) => {
            let mut path = prefix.clone();
            if r.ident != "self" {
                path.push(r.ident.to_string());
            }
            out.push((r.rename.to_string(), path));
        }
        syn::UseTree::Glob(_) => out.push(("*".to_owned(), prefix.clone())),
        syn::UseTree::Group(g) => {
            for tree in &g.items {
                use_leaves(tree, prefix, out);
            }
        }
    }
}

/// Every path an item's code names, macro bodies included, tests left out.
#[derive(Default)]
struct Paths(Vec<Vec<String>>);

impl<'ast> Visit<'ast> for Paths {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        if path.segments.len() > 1 {
            self.0
                .push(path.segments.iter().map(|s| s.ident.to_string()).collect());
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        if !is_test(&m.attrs) {
            syn::visit::visit_item_mod(self, m);
        }
    }

    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        if !is_test(&f.attrs) {
            syn::visit::visit_item_fn(self, f);
        }
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        token_paths(m.tokens.clone(), &mut self.0);
        syn::visit::visit_macro(self, m);
    }
}

/// The paths written in a macro's tokens: `a::b::c`, read word by word.
fn token_paths(tokens: TokenStream, out: &mut Vec<Vec<String>>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < tokens.len() {
        if let TokenTree::Group(g) = &tokens[i] {
            token_paths(g.stream(), out);
        }
        let mut path = Vec::new();
        let mut j = i;
        while let Some(TokenTree::Ident(word)) = tokens.get(j) {
            path.push(word.to_string());
            let colons = matches!(
                (tokens.get(j + 1), tokens.get(j + 2)),
                (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                    if a.as_char() == ':' && b.as_char() == ':'
            );
            if !colons {
                break;
            }
            j += 3;
        }
        if path.len() > 1 {
            out.push(path);
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
}

/// The module a path's first word starts at, from module `at`, with the
/// words after it: `crate`, `super`, `self`, a module it declares, or a
/// name it uses. `None` for another crate's path or a local name.
fn start<'p>(c: &Crate, at: usize, path: &'p [String]) -> Option<(Start, &'p [String])> {
    let (first, rest) = path.split_first()?;
    let m = &c.modules[at];
    Some(match first.as_str() {
        "crate" => (Start::Module(0), rest),
        "self" => (Start::Module(at), rest),
        "super" => (Start::Module(m.parent?), rest),
        name if m.children.contains_key(name) => (Start::Module(m.children[name]), rest),
        name if m.uses.contains_key(name) => (Start::Use(at, name.to_owned()), rest),
        _ => return None,
    })
}

enum Start {
    Module(usize),
    /// A name that module brings in with `use`.
    Use(usize, String),
}

/// The file that defines what `path`, named in module `at`, names; `depth`
/// bounds the re-exports followed.
fn resolve(c: &Crate, at: usize, path: &[String], depth: usize) -> Option<usize> {
    if depth > 8 {
        return None;
    }
    let (start, mut rest) = start(c, at, path)?;
    let mut module = match start {
        Start::Module(m) => m,
        Start::Use(m, name) => {
            let used = &c.modules[m].uses[&name];
            if used
                .first()
                .is_some_and(|w| w == "super" || w == "self" || w == "crate")
                || c.modules[m].children.contains_key(&used[0])
            {
                let mut whole = used.clone();
                whole.extend(rest.iter().cloned());
                return resolve(c, m, &whole, depth + 1);
            }
            return None;
        }
    };
    loop {
        match rest.split_first() {
            Some((word, tail)) if word == "super" => {
                module = c.modules[module].parent?;
                rest = tail;
            }
            Some((word, tail)) if c.modules[module].children.contains_key(word) => {
                module = c.modules[module].children[word];
                rest = tail;
            }
            Some((word, tail)) if !c.modules[module].defines.contains(word) => {
                // A name the module only brings in: where it comes from.
                if let Some(used) = c.modules[module].uses.get(word) {
                    let mut whole = used.clone();
                    whole.extend(tail.iter().cloned());
                    return resolve(c, module, &whole, depth + 1).or(Some(module));
                }
                return Some(module);
            }
            _ => return Some(module),
        }
    }
}

/// The modules from the crate's root down to `m`, `m` last.
fn ancestry(c: &Crate, m: usize) -> Vec<usize> {
    let mut line = vec![m];
    while let Some(parent) = c.modules[*line.last().unwrap()].parent {
        line.push(parent);
    }
    line.reverse();
    line
}

/// An import between two modules of one parent, each standing for itself
/// and everything under it: the arrow `from` → `to` among the parent's
/// children, with the file and path that make it.
struct Arrow {
    parent: usize,
    from: usize,
    to: usize,
    why: String,
}

/// Each import of a module of the crate by another, as an arrow between
/// the two children of their nearest common module that hold them. A
/// module that names its own parent or child draws none: a folder's
/// `mod.rs` declares the modules under it, and they live in it.
fn arrows(c: &Crate) -> Vec<Arrow> {
    let mut arrows = Vec::new();
    for (at, m) in c.modules.iter().enumerate() {
        for path in &m.paths {
            let Some(to) = resolve(c, at, path, 0) else {
                continue;
            };
            let (a, b) = (ancestry(c, at), ancestry(c, to));
            let common = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
            if common == a.len() || common == b.len() {
                continue;
            }
            arrows.push(Arrow {
                parent: a[common - 1],
                from: a[common],
                to: b[common],
                why: format!("{} names {}", short(&m.file), path.join("::")),
            });
        }
    }
    arrows
}

/// The knots among each module's children: each set of two or more that
/// reach one another (Tarjan's strongly connected components).
fn circles(arrows: &[Arrow]) -> Vec<Vec<usize>> {
    let mut by_parent: BTreeMap<usize, BTreeMap<usize, BTreeSet<usize>>> = BTreeMap::new();
    for a in arrows {
        by_parent
            .entry(a.parent)
            .or_default()
            .entry(a.from)
            .or_default()
            .insert(a.to);
    }
    let mut out = Vec::new();
    for graph in by_parent.values() {
        out.extend(knots(graph));
    }
    out
}

fn knots(graph: &BTreeMap<usize, BTreeSet<usize>>) -> Vec<Vec<usize>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<usize, BTreeSet<usize>>,
        index: BTreeMap<usize, usize>,
        low: BTreeMap<usize, usize>,
        stack: Vec<usize>,
        out: Vec<Vec<usize>>,
    }
    impl Walk<'_> {
        fn visit(&mut self, v: usize) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            for &w in self.graph.get(&v).into_iter().flatten() {
                if !self.index.contains_key(&w) {
                    self.visit(w);
                    let low = self.low[&w].min(self.low[&v]);
                    self.low.insert(v, low);
                } else if self.stack.contains(&w) {
                    let low = self.index[&w].min(self.low[&v]);
                    self.low.insert(v, low);
                }
            }
            if self.low[&v] == self.index[&v] {
                let mut knot = Vec::new();
                while let Some(w) = self.stack.pop() {
                    knot.push(w);
                    if w == v {
                        break;
                    }
                }
                if knot.len() > 1 {
                    knot.sort_unstable();
                    self.out.push(knot);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        out: Vec::new(),
    };
    for &v in graph.keys() {
        if !walk.index.contains_key(&v) {
            walk.visit(v);
        }
    }
    walk.out
}

fn short(path: &Path) -> String {
    path.strip_prefix(crates_dir())
        .unwrap_or(path)
        .to_string_lossy()
        .into_owned()
}

/// What a circle is made of, one arrow a line.
fn told(c: &Crate, arrows: &[Arrow], knot: &[usize]) -> Vec<String> {
    let mut lines = BTreeSet::new();
    for a in arrows {
        if knot.contains(&a.from) && knot.contains(&a.to) {
            lines.insert(format!(
                "  {} -> {} ({})",
                short(&c.modules[a.from].file),
                short(&c.modules[a.to].file),
                a.why
            ));
        }
    }
    lines.into_iter().collect()
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let mut found = Vec::new();
    for c in read_crates() {
        let arrows = arrows(&c);
        for knot in circles(&arrows) {
            found.push(format!(
                "a circle in {}:\n{}",
                c.name,
                told(&c, &arrows, &knot).join("\n")
            ));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// `cargo fmt` formats the files that plain `mod` items name, and no
/// others: a module that a macro declares goes unformatted, and
/// `cargo fmt --check` passes over it.
#[test]
fn every_module_is_declared_by_a_plain_mod() {
    let undeclared: Vec<String> = read_crates()
        .iter()
        .flat_map(|c| c.modules.iter().flat_map(|m| &m.undeclared))
        .map(|file| short(file))
        .collect();
    assert_eq!(undeclared, Vec::<String>::new(), "files no `mod` names");
}

#[test]
fn the_rule_finds_a_circle_and_follows_re_exports() {
    // A crate in which `a` uses `b`'s item through `c`'s re-export, and
    // `b` uses `a`: a circle of `a` and `b`, not of `c`. `d`'s children
    // use `d` itself, their parent, and that is no circle.
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path();
    let write = |name: &str, text: &str| {
        let path = src.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write("lib.rs", "mod a; mod b; mod c; mod d;");
    write("a.rs", "fn f() { crate::c::Item::new(); }");
    write("b.rs", "pub struct Item; fn g() { crate::a::f(); }");
    write("c.rs", "pub use crate::b::Item;");
    write("d/mod.rs", "mod e; pub struct Shared; fn h() { e::run(); }");
    write("d/e.rs", "pub fn run() { let _ = super::Shared; }");
    let mut modules = Vec::new();
    read_module(&src.join("lib.rs"), None, &mut modules);
    let c = Crate {
        name: "toy".to_owned(),
        modules,
    };
    let names: Vec<Vec<String>> = circles(&arrows(&c))
        .iter()
        .map(|k| {
            k.iter()
                .map(|&m| {
                    c.modules[m]
                        .file
                        .file_name()
                        .unwrap()
                        .to_string_lossy()
                        .into_owned()
                })
                .collect()
        })
        .collect();
    assert_eq!(names, [["a.rs", "b.rs"]]);
}

/// Every type a crate lets out of its module, by name, with its file:
/// items, and what a `macro_rules!` body writes as `pub struct`, `pub
/// enum`, `pub trait` or `pub union`.
fn types(c: &Crate) -> Vec<(String, PathBuf)> {
    #[derive(Default)]
    struct Types(Vec<String>);

    impl<'ast> Visit<'ast> for Types {
        fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
            if !is_test(&m.attrs) {
                syn::visit::visit_item_mod(self, m);
            }
        }
        fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
            if !is_test(&f.attrs) {
                syn::visit::visit_item_fn(self, f);
            }
        }
        fn visit_item_struct(&mut self, i: &'ast syn::ItemStruct) {
            if is_public(&i.vis) {
                self.0.push(i.ident.to_string());
            }
        }
        fn visit_item_enum(&mut self, i: &'ast syn::ItemEnum) {
            if is_public(&i.vis) {
                self.0.push(i.ident.to_string());
            }
        }
        fn visit_item_trait(&mut self, i: &'ast syn::ItemTrait) {
            if is_public(&i.vis) {
                self.0.push(i.ident.to_string());
            }
            syn::visit::visit_item_trait(self, i);
        }
        fn visit_item_type(&mut self, i: &'ast syn::ItemType) {
            if is_public(&i.vis) {
                self.0.push(i.ident.to_string());
            }
        }
        fn visit_item_union(&mut self, i: &'ast syn::ItemUnion) {
            if is_public(&i.vis) {
                self.0.push(i.ident.to_string());
            }
        }
        fn visit_macro(&mut self, m: &'ast syn::Macro) {
            macro_types(m.tokens.clone(), &mut self.0);
        }
    }

    fn macro_types(tokens: TokenStream, out: &mut Vec<String>) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        for words in tokens.windows(3) {
            if let [
                TokenTree::Ident(public),
                TokenTree::Ident(kw),
                TokenTree::Ident(name),
            ] = words
                && public == "pub"
                && matches!(
                    kw.to_string().as_str(),
                    "struct" | "enum" | "trait" | "union"
                )
            {
                out.push(name.to_string());
            }
        }
        for t in &tokens {
            if let TokenTree::Group(g) = t {
                macro_types(g.stream(), out);
            }
        }
    }

    let files: BTreeSet<&PathBuf> = c.modules.iter().map(|m| &m.file).collect();
    let mut out = Vec::new();
    for file in files {
        let ast = syn::parse_file(&std::fs::read_to_string(file).unwrap()).unwrap();
        let mut types = Types::default();
        for item in &ast.items {
            types.visit_item(item);
        }
        out.extend(types.0.into_iter().map(|name| (name, file.clone())));
    }
    out
}

#[test]
fn every_type_name_means_one_thing() {
    let mut by_name: BTreeMap<String, Vec<(String, PathBuf)>> = BTreeMap::new();
    for c in read_crates() {
        for (name, file) in types(&c) {
            by_name
                .entry(name)
                .or_default()
                .push((c.name.clone(), file));
        }
    }
    let mut twice = Vec::new();
    for (name, places) in &by_name {
        let crates: BTreeSet<&String> = places.iter().map(|(c, _)| c).collect();
        // A crate's own `Error` may stay: one a crate.
        let allowed = name == "Error" && crates.len() == places.len();
        if places.len() > 1 && !allowed {
            let files: Vec<String> = places.iter().map(|(_, f)| short(f)).collect();
            twice.push(format!(
                "`{name}` is defined {} times: {}",
                places.len(),
                files.join(", ")
            ));
        }
    }
    assert!(twice.is_empty(), "{}", twice.join("\n"));
}

//! `shopsite new DIR`: a ready shop folder, as `zola init` and `hugo new
//! site` make one.
//!
//! It writes the example shop kept for this purpose (`template/` at the top
//! of the repository, compiled into the binary: not the project's own
//! `content/`, which is its owner's), the JSON Schemas its files point at,
//! the workflow that publishes it to GitHub Pages with this very version of
//! shopsite, a `.gitignore` and a short README. The shop's repository then
//! holds only its content and that one workflow.
//!
//! Nothing is written into a folder that holds anything: the shop is made
//! in a hidden folder beside it and moved into place whole, so a failure
//! half-way leaves no half shop behind.

mod answers;

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use answers::{Shop, ShopArgs};

use crate::error::Error;

/// The released shopsite this binary is: its version, and the repository
/// (`owner/name` on GitHub) whose releases the publish workflow downloads.
const VERSION: &str = env!("CARGO_PKG_VERSION");
const REPOSITORY: &str = env!("CARGO_PKG_REPOSITORY");

#[derive(Debug, clap::Args)]
pub struct NewArgs {
    /// The folder to make the shop in: a new one, or an empty one.
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// The shop's essentials: asked in a terminal, or given here.
    #[command(flatten)]
    pub shop: ShopArgs,
}

pub fn run(args: &NewArgs) -> Result<ExitCode, Error> {
    let dir = &args.dir;
    refuse_if_not_empty(dir)?;
    let mut shop = Shop::example();
    shop.answer_flags(&args.shop)?;
    // Asked only of a person at a terminal: a script or CI gets no question.
    if std::io::stdin().is_terminal() {
        let mut out = std::io::stdout();
        shop.ask(&args.shop, &mut std::io::stdin().lock(), &mut out)
            .map_err(|e| Error::new(format!("cannot read the answers: {e}")))?;
    }
    let name = shop.name.clone().unwrap_or_else(|| shop_name(dir));
    let files = files(&name, &shop);
    let parent = match dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&parent).map_err(|e| Error::io("cannot make", &parent, &e))?;
    let work = tempfile::Builder::new()
        .prefix(".shopsite-new-")
        .tempdir_in(&parent)
        .map_err(|e| Error::io("cannot make a work folder in", &parent, &e))?;
    for (rel, bytes) in &files {
        let path = work.path().join(rel);
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder).map_err(|e| Error::io("cannot make", folder, &e))?;
        }
        std::fs::write(&path, bytes).map_err(|e| Error::io("cannot write", &path, &e))?;
    }
    // An empty folder the owner made for the shop is replaced by the shop.
    if dir.is_dir() {
        std::fs::remove_dir(dir).map_err(|e| Error::io("cannot replace", dir, &e))?;
    }
    let made = work.keep();
    std::fs::rename(&made, dir).map_err(|e| {
        let _ = std::fs::remove_dir_all(&made);
        Error::io("cannot make", dir, &e)
    })?;
    let shown = dir.display();
    println!(
        "made a new shop in {shown}: content/ (an example shop to make your own), a publish workflow, .gitignore and README.md"
    );
    println!("next: cd {shown}, then `shopsite serve` to see it while you edit content/site.yaml");
    Ok(ExitCode::SUCCESS)
}

/// Refuses a file, or a folder with anything in it, so that no one's work
/// is overwritten or mixed with the example shop.
fn refuse_if_not_empty(dir: &Path) -> Result<(), Error> {
    match std::fs::read_dir(dir) {
        Ok(mut entries) => {
            if entries.next().is_some() {
                return Err(Error::new(format!(
                    "`{}` is not empty, so no shop was made there",
                    dir.display()
                ))
                .with_hint("give a new folder's name, e.g. `shopsite new myshop`"));
            }
            Ok(())
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(_) if dir.exists() => Err(Error::new(format!(
            "`{}` is a file, not a folder, so no shop was made there",
            dir.display()
        ))
        .with_hint("give a new folder's name, e.g. `shopsite new myshop`")),
        Err(e) => Err(Error::io("cannot read", dir, &e)),
    }
}

/// The shop's name for its README when none was given: the folder's name.
fn shop_name(dir: &Path) -> String {
    std::path::absolute(dir)
        .ok()
        .and_then(|d| d.file_name().map(|n| n.to_string_lossy().into_owned()))
        .unwrap_or_else(|| "My shop".to_owned())
}

/// Every file of the new shop, by its path in it, in a stable order: the
/// template's, with this version and repository filled in, the example
/// shop's content, and the content files' JSON Schemas in `content/.schema/`.
fn files(name: &str, shop: &Shop) -> Vec<(String, Vec<u8>)> {
    let repository = REPOSITORY
        .strip_prefix("https://github.com/")
        .unwrap_or(REPOSITORY)
        .trim_end_matches('/');
    // The example shop's files, as they are in `template/`.
    let mut files: Vec<(String, Vec<u8>)> = crate::carried::TEMPLATE
        .iter()
        .map(|&(rel, bytes)| {
            let bytes = bytes.to_vec();
            let bytes = if rel.ends_with(".md") || rel.ends_with(".yml") {
                String::from_utf8(bytes)
                    .expect("the template's texts are UTF-8")
                    .replace("@VERSION@", VERSION)
                    .replace("@REPOSITORY@", repository)
                    .replace("@NAME@", name)
                    .into_bytes()
            } else {
                bytes
            };
            (rel.to_owned(), bytes)
        })
        .collect();
    files.extend(
        shop.texts
            .iter()
            .map(|(rel, text)| (format!("content/{rel}"), text.as_bytes().to_vec())),
    );
    files.extend(
        shopsite_content::schema::schemas()
            .into_iter()
            .map(|(rel, json)| (format!("content/.schema/{rel}"), json.into_bytes())),
    );
    files.sort();
    files
}

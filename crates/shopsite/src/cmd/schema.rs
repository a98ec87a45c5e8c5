//! `shopsite schema`: write the JSON Schemas of the content files.

use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Where to write the schemas.
    #[arg(long, value_name = "DIR", default_value = "content/.schema")]
    pub out: PathBuf,
}

pub fn run(args: &Args) -> ExitCode {
    for (rel, json) in shopsite_content::schema::schemas() {
        let path = args.out.join(rel);
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&path, json));
        if let Err(e) = written {
            eprintln!("error: cannot write {}: {e}", path.display());
            return ExitCode::from(1);
        }
    }
    println!(
        "wrote {} schemas to {}",
        shopsite_content::schema::schemas().len(),
        args.out.display()
    );
    ExitCode::SUCCESS
}

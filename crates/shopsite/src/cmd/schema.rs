//! `shopsite schema`: write the JSON Schemas of the content files.

use std::path::PathBuf;
use std::process::ExitCode;

use crate::error::Error;

#[derive(Debug, clap::Args)]
pub struct SchemaArgs {
    /// Where to write the schemas.
    #[arg(long, value_name = "DIR", default_value = "content/.schema")]
    pub out: PathBuf,
}

pub fn run(args: &SchemaArgs) -> Result<ExitCode, Error> {
    let schemas = shopsite_content::schema::schemas();
    for (rel, json) in &schemas {
        let path = args.out.join(rel);
        path.parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&path, json))
            .map_err(|e| Error::new(format!("cannot write {}: {e}", path.display())))?;
    }
    println!("wrote {} schemas to {}", schemas.len(), args.out.display());
    Ok(ExitCode::SUCCESS)
}

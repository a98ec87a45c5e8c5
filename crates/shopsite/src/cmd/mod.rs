//! One module per subcommand, each with an `Args` struct and a `run` function.

pub mod build;
pub mod check;
pub mod schema;

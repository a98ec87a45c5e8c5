//! One module per subcommand, each with its arguments (`BuildArgs`, …) and a `run`
//! function; the arguments they share are in [`prelude`].

pub mod build;
pub mod check;
pub mod new;
pub mod prelude;
pub mod schema;
pub mod serve;

//! What can go wrong while the documents are made from the view data and the
//! prerendered pages. Each case says what happened; the binary says what the
//! owner can do about it.

use std::fmt;

use crate::kinds::Route;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RenderError {
    /// The prerender gave no HTML for this route.
    NoPage(Route),
    /// The route's HTML has an island that the frontend build has no script for.
    MissingIsland { route: Route, island: String },
    /// The route's HTML asks for an enhancement the frontend build has no
    /// script for.
    MissingEnhancement { route: Route, enhancement: String },
    /// The route's HTML does not say once where its first screen ends
    /// (`<template data-fold>`), where the site's stylesheet is linked.
    NoFold { route: Route, folds: usize },
    /// A template could not be rendered: a bug in shopsite, not in the content.
    Template { route: Route, message: String },
}

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenderError::NoPage(route) => {
                write!(
                    f,
                    "the prerender gave no HTML for the `{}` page",
                    route.name()
                )
            }
            RenderError::MissingIsland { route, island } => write!(
                f,
                "the `{}` page has the island `{island}`, but the frontend build has no \
                 `src/client/{island}.tsx`",
                route.name()
            ),
            RenderError::MissingEnhancement { route, enhancement } => write!(
                f,
                "the `{}` page asks for the enhancement `{enhancement}`, but the frontend build \
                 has no `src/enhance/{enhancement}.ts`",
                route.name()
            ),
            RenderError::NoFold { route, folds } => write!(
                f,
                "the `{}` page marks the end of its first screen {folds} times, not once: \
                 the frontend's `src/components/fold.tsx` must be in every page once",
                route.name()
            ),
            RenderError::Template { route, message } => {
                write!(f, "rendering the `{}` page failed: {message}", route.name())
            }
        }
    }
}

impl std::error::Error for RenderError {}

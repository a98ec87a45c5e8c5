//! JSON Schemas of the content files, generated from the typed model, so the
//! owner's editor can complete keys and flag mistakes while typing.

use schemars::{JsonSchema, schema_for};

use crate::model::{
    AboutPage, CoursesFile, HomePage, NotFoundPage, ProductsFile, ProductsPage, RepairsFile,
    RepairsPage, SiteFile, TrainingPage, VideosFile, VideosPage,
};

/// `(path under content/.schema/, pretty JSON)` for every content file.
pub fn schemas() -> Vec<(&'static str, String)> {
    fn json<T: JsonSchema>() -> String {
        let mut text =
            serde_json::to_string_pretty(&schema_for!(T)).expect("a schema is always valid JSON");
        text.push('\n');
        text
    }
    vec![
        ("site.json", json::<SiteFile>()),
        ("courses.json", json::<CoursesFile>()),
        ("products.json", json::<ProductsFile>()),
        ("videos.json", json::<VideosFile>()),
        ("repairs.json", json::<RepairsFile>()),
        ("pages/home.json", json::<HomePage>()),
        ("pages/training.json", json::<TrainingPage>()),
        ("pages/products.json", json::<ProductsPage>()),
        ("pages/videos.json", json::<VideosPage>()),
        ("pages/repairs.json", json::<RepairsPage>()),
        ("pages/about.json", json::<AboutPage>()),
        ("pages/not_found.json", json::<NotFoundPage>()),
    ]
}

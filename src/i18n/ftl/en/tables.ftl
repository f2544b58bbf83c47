### tables messages (en). Ids are unique across all files of the language.

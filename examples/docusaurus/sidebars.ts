const sidebars = {
  docs: ["intro", "guides/api-keys"],
};

export default sidebars;
